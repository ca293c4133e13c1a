/** Attributes of jetpack/repeat-visitor (declared in block.json). */
export type RepeatVisitorCriteria = 'after-visits' | 'before-visits';

export type RepeatVisitorAttributes = {
	criteria: RepeatVisitorCriteria;
	threshold: number;
	align?: string;
	className?: string;
};
