define amdgpu_ps void @main(<4 x float> inreg %a) {
  %c = call <4 x float> @llvm.r600.cube(<4 x float> %a)
  call void @llvm.r600.store.swizzle(<4 x float> %c, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.r600.cube(<4 x float>)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
