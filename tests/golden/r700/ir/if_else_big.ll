; LLC_FLAGS: -r600-ir-structurize=0
define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
entry:
  %x = extractelement <4 x float> %a, i32 0
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %then, label %else
then:
  %t0 = fmul <4 x float> %a, %b
  %t1 = fadd <4 x float> %t0, %a
  %t2 = fmul <4 x float> %t1, %t1
  %tx = extractelement <4 x float> %t2, i32 2
  %tc = fcmp olt float %tx, 5.0
  br i1 %tc, label %inner, label %end
inner:
  %t3 = fsub <4 x float> %t2, %b
  br label %end
else:
  %e0 = fadd <4 x float> %a, %b
  %e1 = fmul <4 x float> %e0, %e0
  %e2 = fsub <4 x float> %e1, %a
  br label %end
end:
  %r = phi <4 x float> [ %t2, %then ], [ %t3, %inner ], [ %e2, %else ]
  call void @llvm.r600.store.swizzle(<4 x float> %r, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
