define amdgpu_ps void @main(<4 x float> inreg %a) {
  %x = extractelement <4 x float> %a, i32 0
  %c = call float @llvm.cos.f32(float %x)
  %y = extractelement <4 x float> %a, i32 1
  %fl = call float @llvm.floor.f32(float %y)
  %fr = fsub float %y, %fl
  %z = extractelement <4 x float> %a, i32 2
  %ce = call float @llvm.ceil.f32(float %z)
  %w = extractelement <4 x float> %a, i32 3
  %rn = call float @llvm.rint.f32(float %w)
  %v0 = insertelement <4 x float> undef, float %c, i32 0
  %v1 = insertelement <4 x float> %v0, float %fr, i32 1
  %v2 = insertelement <4 x float> %v1, float %ce, i32 2
  %v3 = insertelement <4 x float> %v2, float %rn, i32 3
  call void @llvm.r600.store.swizzle(<4 x float> %v3, i32 0, i32 0)
  ret void
}
declare float @llvm.cos.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.rint.f32(float)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
