; LLC_FLAGS: -r600-ir-structurize=0
define amdgpu_ps void @main(<4 x float> inreg %a) {
entry:
  %n = extractelement <4 x float> %a, i32 0
  %ni = fptosi float %n to i32
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  %acc = phi float [ 0.0, %entry ], [ %acc3, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %icont ]
  %acc1 = phi float [ %acc, %outer ], [ %acc2, %icont ]
  %jf = sitofp i32 %j to float
  %skip = fcmp olt float %jf, 2.0
  br i1 %skip, label %icont0, label %body
body:
  %accb = fadd float %acc1, %jf
  br label %icont
icont0:
  br label %icont
icont:
  %acc2 = phi float [ %accb, %body ], [ %acc1, %icont0 ]
  %j1 = add i32 %j, 1
  %jd = icmp sge i32 %j1, %ni
  br i1 %jd, label %olatch, label %inner
olatch:
  %acc3 = fmul float %acc2, 0.75
  %i1 = add i32 %i, 1
  %id = icmp sge i32 %i1, 4
  br i1 %id, label %exit, label %outer
exit:
  %v = insertelement <4 x float> %a, float %acc3, i32 1
  call void @llvm.r600.store.swizzle(<4 x float> %v, i32 0, i32 0)
  ret void
}
declare void @llvm.r600.store.swizzle(<4 x float>, i32, i32)
