/** The leaderboard's points per event; the same values as the API's awardPoints (apps/api learning/points.ts). */
export const POINTS = { lesson_completed: 10, quiz_passed: 50, course_completed: 100 } as const;
