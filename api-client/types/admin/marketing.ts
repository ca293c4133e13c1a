/**
 * POST marketing/survey: one answered survey (e.g. why an owner disconnects).
 */
export type MarketingSurveyRequest = {
	survey_id: string;
	site_id?: number;
	survey_responses: Record< string, string | number | boolean | string[] >;
};

export type MarketingSurveyResult = { success: true; id: number };
