define amdgpu_ps void @main(<4 x float> inreg %a) {
entry:
  %x = extractelement <4 x float> %a, i32 0
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %then, label %else
then:
  %t = fmul <4 x float> %a, %a
  br label %end
else:
  %e = fadd <4 x float> %a, <float 1.0, float 1.0, float 1.0, float 1.0>
  br label %end
end:
  %r = phi <4 x float> [ %t, %then ], [ %e, %else ]
  call void @llvm.r600.store.swizzle(<4 x float> %r, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
