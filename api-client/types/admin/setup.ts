/**
 * GET/POST setup/questionnaire: the setup wizard's answers and where the user is in it.
 */
export type SetupStatus =
	| 'not-started'
	| 'intro-page'
	| 'income-page'
	| 'features-page'
	| 'completed';

export type QuestionnaireAnswer = string | boolean | string[];

export type SetupQuestionnaire = {
	questionnaire: Record< string, QuestionnaireAnswer >;
	status: SetupStatus;
};

/** Answers are merged into the saved ones; `status` replaces it. */
export type SetupQuestionnaireUpdate = Partial< SetupQuestionnaire >;
