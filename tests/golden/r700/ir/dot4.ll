define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %d = call float @llvm.r600.dot4(<4 x float> %a, <4 x float> %b)
  %v = insertelement <4 x float> %a, float %d, i32 1
  call void @llvm.r600.store.swizzle(<4 x float> %v, i32 0, i32 0)
  ret void
}
declare float @llvm.r600.dot4(<4 x float>, <4 x float>)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
