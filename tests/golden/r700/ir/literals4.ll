define amdgpu_ps void @main(<4 x float> inreg %a) {
  %m = fmul <4 x float> %a, <float 3.0, float 5.0, float 7.0, float 11.0>
  %s = fadd <4 x float> %m, <float 13.0, float -17.0, float 0x3F50624DE0000000, float 65536.0>
  %i = bitcast <4 x float> %s to <4 x i32>
  %x = xor <4 x i32> %i, <i32 2147483647, i32 -2147483648, i32 2139095041, i32 8388607>
  %r = bitcast <4 x i32> %x to <4 x float>
  call void @llvm.r600.store.swizzle(<4 x float> %r, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
