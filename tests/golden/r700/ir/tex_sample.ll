define amdgpu_ps void @main(<4 x float> inreg %a) {
  %t = call <4 x float> @llvm.r600.tex(<4 x float> %a, i32 0, i32 0, i32 0, i32 1, i32 2, i32 0, i32 1, i32 1, i32 1)
  %t2 = call <4 x float> @llvm.r600.texc(<4 x float> %t, i32 0, i32 0, i32 0, i32 3, i32 4, i32 0, i32 1, i32 1, i32 1)
  %s = fadd <4 x float> %t, %t2
  call void @llvm.r600.store.swizzle(<4 x float> %s, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.r600.tex(<4 x float>, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.r600.texc(<4 x float>, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
