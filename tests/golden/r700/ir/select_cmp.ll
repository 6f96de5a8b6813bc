define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %c = fcmp olt <4 x float> %a, %b
  %s = select <4 x i1> %c, <4 x float> %a, <4 x float> %b
  %ai = bitcast <4 x float> %a to <4 x i32>
  %ci = icmp sgt <4 x i32> %ai, zeroinitializer
  %t = select <4 x i1> %ci, <4 x float> %s, <4 x float> <float 2.0, float 3.0, float 4.0, float 5.0>
  call void @llvm.r600.store.swizzle(<4 x float> %t, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
