define amdgpu_ps void @main(<4 x float> inreg %a) {
  %t = call <4 x float> @llvm.r600.txl(<4 x float> %a, i32 0, i32 0, i32 0, i32 2, i32 1, i32 1, i32 1, i32 1, i32 1)
  %f = fadd <4 x float> %t, %a
  call void @llvm.r600.store.swizzle(<4 x float> %f, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.r600.txl(<4 x float>, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
