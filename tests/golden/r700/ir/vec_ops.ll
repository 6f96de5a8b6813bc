define amdgpu_vs void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %m = fmul <4 x float> %a, %b
  %s = fadd <4 x float> %m, <float 1.0, float 2.0, float 0.5, float 0.0>
  %mx = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %s, <4 x float> %a)
  call void @llvm.r600.store.swizzle(<4 x float> %mx, i32 60, i32 1)
  call void @llvm.r600.store.swizzle(<4 x float> %s, i32 0, i32 2)
  ret void
}
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
