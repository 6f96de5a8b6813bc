define amdgpu_ps void @main(<4 x float> inreg %a) {
  %x = extractelement <4 x float> %a, i32 0
  %y = extractelement <4 x float> %a, i32 1
  %z = extractelement <4 x float> %a, i32 2
  %w = extractelement <4 x float> %a, i32 3
  %s = call float @llvm.sin.f32(float %x)
  %e = call float @llvm.exp2.f32(float %y)
  %l = call float @llvm.log2.f32(float %z)
  %r = call float @llvm.r600.recipsqrt.ieee.f32(float %w)
  %q = call float @llvm.sqrt.f32(float %x)
  %d = fdiv float %q, %y
  %v0 = insertelement <4 x float> undef, float %s, i32 0
  %v1 = insertelement <4 x float> %v0, float %e, i32 1
  %v2 = insertelement <4 x float> %v1, float %l, i32 2
  %rr = fadd float %r, %d
  %v3 = insertelement <4 x float> %v2, float %rr, i32 3
  call void @llvm.r600.store.swizzle(<4 x float> %v3, i32 0, i32 0)
  ret void
}
declare float @llvm.sin.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.r600.recipsqrt.ieee.f32(float)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
