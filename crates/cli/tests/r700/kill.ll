define amdgpu_ps void @main(<4 x float> inreg %a) {
entry:
  %x = extractelement <4 x float> %a, i32 0
  %c = fcmp olt float %x, 0.0
  %k = select i1 %c, float -1.0, float 1.0
  call void @llvm.r600.kill(float %k)
  %y = fmul float %x, 2.0
  %v = insertelement <4 x float> %a, float %y, i32 1
  call void @llvm.r600.store.swizzle(<4 x float> %v, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.kill(float)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
