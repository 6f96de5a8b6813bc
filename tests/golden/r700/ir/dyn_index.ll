define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %x = extractelement <4 x float> %a, i32 0
  %i = fptosi float %x to i32
  %e = extractelement <4 x float> %b, i32 %i
  %p = getelementptr [16 x <4 x float>], ptr addrspace(8) null, i32 0, i32 %i
  %c = load <4 x float>, ptr addrspace(8) %p
  %v = insertelement <4 x float> %c, float %e, i32 0
  call void @llvm.r600.store.swizzle(<4 x float> %v, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
