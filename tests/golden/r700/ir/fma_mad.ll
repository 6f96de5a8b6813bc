define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b, <4 x float> inreg %c) {
  %m = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c)
  %n = fneg <4 x float> %m
  %ab = call <4 x float> @llvm.fabs.v4f32(<4 x float> %n)
  %cl = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %ab, <4 x float> zeroinitializer)
  %cc = call <4 x float> @llvm.minnum.v4f32(<4 x float> %cl, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>)
  %d = fmul <4 x float> %cc, <float 2.0, float 2.0, float 2.0, float 2.0>
  call void @llvm.r600.store.swizzle(<4 x float> %d, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
