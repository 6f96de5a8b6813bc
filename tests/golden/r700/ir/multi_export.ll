define amdgpu_vs void @main(<4 x float> inreg %a, <4 x float> inreg %b, <4 x float> inreg %c) {
  call void @llvm.r600.store.swizzle(<4 x float> %a, i32 60, i32 1)
  call void @llvm.r600.store.swizzle(<4 x float> %b, i32 0, i32 2)
  call void @llvm.r600.store.swizzle(<4 x float> %c, i32 1, i32 2)
  %w = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 2, i32 0, i32 1, i32 7>
  call void @llvm.r600.store.swizzle(<4 x float> %w, i32 2, i32 2)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
