	.section	.AMDGPU.config,"",@progbits
	.long	165968
	.long	1
	.long	165900
	.long	0
	.text
	.globl	main                            ; -- Begin function main
	.p2align	8
	.type	main,@function
main:                                   ; @main
; %bb.0:
	ALU 3, @4, KC0[CB0:0-32], KC1[CB2:0-32] ; encoding: [0x04,0x00,0x00,0x88,0x02,0x00,0x0c,0xa0]
	EXPORT T0.XYZW                          ; encoding: [0x00,0x00,0x00,0xc0,0x88,0x06,0x20,0x94]
	CF_END                                  ; encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x20,0x80]
	PAD                                     ; encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
	ALU clause starting at 4:               ; encoding: []
	  MULADD_IEEE * T0.W, T0.W, KC0[3].W, KC1[17].W,  ; encoding: [0x00,0x6c,0x90,0x81,0xb1,0x8c,0x02,0x60]
	  MULADD_IEEE * T0.Z, T0.Z, KC0[3].Z, KC1[17].Z,  ; encoding: [0x00,0x68,0x10,0x81,0xb1,0x88,0x02,0x40]
	  MULADD_IEEE * T0.Y, T0.Y, KC0[3].Y, KC1[17].Y,  ; encoding: [0x00,0x64,0x90,0x80,0xb1,0x84,0x02,0x20]
	  MULADD_IEEE * T0.X, T0.X, KC0[3].X, KC1[17].X,  ; encoding: [0x00,0x60,0x10,0x80,0xb1,0x80,0x02,0x00]
.Lfunc_end0:
	.size	main, .Lfunc_end0-main
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
	;SQ_PGM_RESOURCES:STACK_SIZE = 0
	.section	".note.GNU-stack","",@progbits
