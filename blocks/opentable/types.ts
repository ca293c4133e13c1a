/** Attributes of jetpack/opentable as declared in block.json (spec 001 §3). */
export type OpenTableAttributes = {
	rid: string[];
	style: string;
	iframe: boolean;
	domain: string;
	lang: string;
	newtab: boolean;
	negativeMargin: boolean;
	className?: string;
	align?: string;
};
