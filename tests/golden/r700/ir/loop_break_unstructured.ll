; LLC_FLAGS: -r600-ir-structurize=0
define amdgpu_ps void @main(<4 x float> inreg %a) {
entry:
  %n = extractelement <4 x float> %a, i32 0
  %ni = fptosi float %n to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %cont ]
  %f = sitofp i32 %i to float
  %acc1 = fadd float %acc, %f
  %big = fcmp ogt float %acc1, 100.0
  br i1 %big, label %exit, label %body
body:
  %odd = and i32 %i, 1
  %isodd = icmp eq i32 %odd, 1
  br i1 %isodd, label %cont, label %even
even:
  %acc3 = fmul float %acc1, 0.5
  br label %cont
cont:
  %acc2 = phi float [ %acc1, %body ], [ %acc3, %even ]
  %i1 = add i32 %i, 1
  %done = icmp sge i32 %i1, %ni
  br i1 %done, label %exit, label %loop
exit:
  %r = phi float [ %acc1, %loop ], [ %acc2, %cont ]
  %v = insertelement <4 x float> %a, float %r, i32 3
  call void @llvm.r600.store.swizzle(<4 x float> %v, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
