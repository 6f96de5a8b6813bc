	.section	.AMDGPU.config,"",@progbits
	.long	165968
	.long	2
	.long	165900
	.long	0
	.text
	.globl	main                            ; -- Begin function main
	.p2align	8
	.type	main,@function
main:                                   ; @main
; %bb.0:
	ALU 1, @4, KC0[], KC1[]                 ; encoding: [0x04,0x00,0x00,0x00,0x00,0x00,0x04,0xa0]
	EXPORT T0.XYZW                          ; encoding: [0x00,0x00,0x00,0xc0,0x88,0x06,0x20,0x94]
	CF_END                                  ; encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x20,0x80]
	PAD                                     ; encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
	ALU clause starting at 4:               ; encoding: []
	  MULADD_IEEE * T0.Z, T0.X, T1.Y, literal.x,  ; encoding: [0x00,0x20,0x80,0x80,0xfd,0x80,0x02,0x40]
	1080033280(3.500000e+00), 0(0.000000e+00) ; encoding: [0x00,0x00,0x60,0x40,0x00,0x00,0x00,0x00]
.Lfunc_end0:
	.size	main, .Lfunc_end0-main
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
	;SQ_PGM_RESOURCES:STACK_SIZE = 0
	.section	".note.GNU-stack","",@progbits
