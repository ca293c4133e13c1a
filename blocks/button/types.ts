/** Attributes of jetpack/button as declared in block.json (spec §3). */
export type ButtonAttributes = {
	element?: 'a' | 'button' | 'input';
	saveInPostContent: boolean;
	uniqueId?: string;
	/** Button attribute → attribute of the parent block whose value it mirrors. */
	passthroughAttributes?: Record< string, string >;
	text?: string;
	placeholder?: string;
	url?: string;
	textColor?: string;
	customTextColor?: string;
	backgroundColor?: string;
	customBackgroundColor?: string;
	gradient?: string;
	customGradient?: string;
	borderRadius?: number;
	width?: string;
	/** From the typography support: a preset font size and family (slugs). */
	fontSize?: string;
	fontFamily?: string;
	/** From the border support: a palette slug for the border colour. */
	borderColor?: string;
	/** Custom typography (`style.typography`) and border (`style.border`) values. */
	style?: Record< string, unknown >;
	/** From the `align` support: left, center or right. */
	align?: 'left' | 'center' | 'right';
	className?: string;
};
