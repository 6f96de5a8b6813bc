define amdgpu_ps void @main(<4 x float> inreg %a, <4 x float> inreg %b) {
  %ai = bitcast <4 x float> %a to <4 x i32>
  %bi = bitcast <4 x float> %b to <4 x i32>
  %s = add <4 x i32> %ai, %bi
  %x = xor <4 x i32> %s, <i32 255, i32 7, i32 -1, i32 65536>
  %sh = shl <4 x i32> %x, <i32 1, i32 2, i32 3, i32 4>
  %sr = lshr <4 x i32> %sh, %bi
  %ar = ashr <4 x i32> %sr, <i32 1, i32 1, i32 1, i32 1>
  %mn = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %ar, <4 x i32> %ai)
  %mx = call <4 x i32> @llvm.umax.v4i32(<4 x i32> %mn, <4 x i32> %bi)
  %m = mul <4 x i32> %mx, %ai
  %r = bitcast <4 x i32> %m to <4 x float>
  call void @llvm.r600.store.swizzle(<4 x float> %r, i32 0, i32 0)
  ret void
}
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>)
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
