define amdgpu_ps void @main(<4 x float> inreg %a) {
  %i = fptosi <4 x float> %a to <4 x i32>
  %u = fptoui <4 x float> %a to <4 x i32>
  %s = add <4 x i32> %i, %u
  %f = uitofp <4 x i32> %s to <4 x float>
  %g = sitofp <4 x i32> %i to <4 x float>
  %fl = call <4 x float> @llvm.floor.v4f32(<4 x float> %f)
  %fr = fsub <4 x float> %g, %fl
  %tr = call <4 x float> @llvm.trunc.v4f32(<4 x float> %fr)
  call void @llvm.r600.store.swizzle(<4 x float> %tr, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.floor.v4f32(<4 x float>)
declare <4 x float> @llvm.trunc.v4f32(<4 x float>)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
