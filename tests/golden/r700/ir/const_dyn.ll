define amdgpu_ps void @main(<4 x float> inreg %a) {
  %x = extractelement <4 x float> %a, i32 0
  %i = fptosi float %x to i32
  %p = getelementptr [64 x <4 x float>], ptr addrspace(9) null, i32 0, i32 %i
  %c = load <4 x float>, ptr addrspace(9) %p
  %q = getelementptr <4 x float>, ptr addrspace(8) null, i32 40
  %d = load <4 x float>, ptr addrspace(8) %q
  %s = fadd <4 x float> %c, %d
  call void @llvm.r600.store.swizzle(<4 x float> %s, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
