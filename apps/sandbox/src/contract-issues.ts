// Browser-safe. Which field a refused body got wrong, when its contract is a union (the
// checkout's PUT: ACTIVATE, MODIFY, promo, tip, ...): zod reports "no branch matched";
// the answer should name the field of the branch the body meant.

export interface ContractIssue {
  code?: string
  path: PropertyKey[]
  message: string
  /** A union's issues, per branch. */
  errors?: ContractIssue[][]
}

/** How far a branch is from the body: unknown fields and missing ones count most. */
function distance(issues: readonly ContractIssue[]): number {
  let score = issues.length
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') score += 100
    else if (issue.message.includes('received undefined')) score += 10
  }
  return score
}

/** The issues to answer with: each union's replaced by those of its closest branch. */
export function namedIssues(issues: readonly ContractIssue[]): ContractIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue]
    const closest = issue.errors.reduce((best, branch) =>
      distance(branch) < distance(best) ? branch : best,
    )
    return namedIssues(closest).map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }))
  })
}
