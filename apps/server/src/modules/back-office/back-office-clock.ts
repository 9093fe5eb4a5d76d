/** Regulation B 1002.9(a)(1): notice of action within 30 days after a completed application. */
export const regBNoticeDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** Age, the Reg B deadline and the whole days left (negative once it passed), from the submission instant. */
export function regBClock(submittedAt: Date, now: Date) {
  const deadline = new Date(submittedAt.getTime() + regBNoticeDays * dayMs);
  return {
    ageDays: Math.floor((now.getTime() - submittedAt.getTime()) / dayMs),
    regBDeadline: deadline,
    daysLeft: Math.floor((deadline.getTime() - now.getTime()) / dayMs),
  };
}
