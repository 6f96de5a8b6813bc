define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %x = extractelement <4 x float> %a, i32 0
  %y = extractelement <4 x float> %b, i32 1
  %m = fmul float %x, %y
  %s = fadd float %m, 3.5
  %v = insertelement <4 x float> %a, float %s, i32 2
  call void @llvm.r600.store.swizzle(<4 x float> %v, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
