define amdgpu_vs void @main(<4 x float> inreg %p, <4 x float> inreg %n, <4 x float> inreg %t) {
  %m0 = load <4 x float>, ptr addrspace(8) null
  %q1 = getelementptr <4 x float>, ptr addrspace(8) null, i32 1
  %m1 = load <4 x float>, ptr addrspace(8) %q1
  %px = extractelement <4 x float> %p, i32 0
  %py = extractelement <4 x float> %p, i32 1
  %sx = insertelement <4 x float> undef, float %px, i32 0
  %bx = shufflevector <4 x float> %sx, <4 x float> undef, <4 x i32> zeroinitializer
  %sy = insertelement <4 x float> undef, float %py, i32 0
  %by = shufflevector <4 x float> %sy, <4 x float> undef, <4 x i32> zeroinitializer
  %a0 = fmul <4 x float> %bx, %m0
  %a1 = fmul <4 x float> %by, %m1
  %pos = fadd <4 x float> %a0, %a1
  %d = call float @llvm.r600.dot4(<4 x float> %n, <4 x float> %n)
  %rs = call float @llvm.r600.recipsqrt.clamped.f32(float %d)
  %si = insertelement <4 x float> undef, float %rs, i32 0
  %sb = shufflevector <4 x float> %si, <4 x float> undef, <4 x i32> zeroinitializer
  %nn = fmul <4 x float> %n, %sb
  call void @llvm.r600.store.swizzle(<4 x float> %pos, i32 60, i32 1)
  call void @llvm.r600.store.swizzle(<4 x float> %nn, i32 0, i32 2)
  call void @llvm.r600.store.swizzle(<4 x float> %t, i32 1, i32 2)
  ret void
}
declare float @llvm.r600.dot4(<4 x float>, <4 x float>)
declare float @llvm.r600.recipsqrt.clamped.f32(float)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
