define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %ai = bitcast <4 x float> %a to <4 x i32>
  %bi = bitcast <4 x float> %b to <4 x i32>
  %x = extractelement <4 x i32> %ai, i32 0
  %y = extractelement <4 x i32> %bi, i32 0
  %q = udiv i32 %x, %y
  %r = srem i32 %x, %y
  %h = zext i32 %x to i64
  %k = zext i32 %y to i64
  %hk = mul i64 %h, %k
  %hi = lshr i64 %hk, 32
  %hit = trunc i64 %hi to i32
  %v0 = insertelement <4 x i32> %ai, i32 %q, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %r, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %hit, i32 2
  %f = bitcast <4 x i32> %v2 to <4 x float>
  call void @llvm.r600.store.swizzle(<4 x float> %f, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
