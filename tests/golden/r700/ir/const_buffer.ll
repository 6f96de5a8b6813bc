define amdgpu_ps void @main(<4 x float> inreg %a) {
  %p0 = getelementptr <4 x float>, ptr addrspace(8) null, i32 3
  %c0 = load <4 x float>, ptr addrspace(8) %p0
  %p1 = getelementptr <4 x float>, ptr addrspace(10) null, i32 17
  %c1 = load <4 x float>, ptr addrspace(10) %p1
  %m = fmul <4 x float> %a, %c0
  %s = fadd <4 x float> %m, %c1
  call void @llvm.r600.store.swizzle(<4 x float> %s, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
