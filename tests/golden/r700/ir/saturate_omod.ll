define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %m = fmul <4 x float> %a, %b
  %d = fmul <4 x float> %m, <float 2.0, float 4.0, float 0.5, float 2.0>
  %mx = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %d, <4 x float> zeroinitializer)
  %cl = call <4 x float> @llvm.minnum.v4f32(<4 x float> %mx, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>)
  %ab = call <4 x float> @llvm.fabs.v4f32(<4 x float> %b)
  %s = fsub <4 x float> %cl, %ab
  call void @llvm.r600.store.swizzle(<4 x float> %s, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
