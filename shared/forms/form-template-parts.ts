/**
 * The building blocks of the form templates (templates.ts, form-lead-template.ts): their
 * shape, the default form style, the locked submit button, and the builder that turns a
 * template into blocks.
 */
import { createBlock, type Block } from '@wordpress/blocks';
import { toCurrentShape } from './parts/field-templates';

export type SiteType = 'simple' | 'atomic' | 'self-hosted';

/** `[ blockName, attributes, innerBlocks ]`, the shape of an InnerBlocks template. */
export type TemplateBlock = [
	name: string,
	attributes?: Record< string, unknown >,
	innerBlocks?: TemplateBlock[],
];

export type FormTemplate = {
	name: string;
	title: string;
	description: string;
	/** Attributes the form gets when the template is chosen. */
	attributes: Record< string, unknown >;
	innerBlocks: TemplateBlock[];
	/** Site types on which the template is not offered. */
	hiddenOn?: SiteType[];
	/** Shown with a beta label ("free to use during beta"). */
	isBeta?: boolean;
};

/** Every template gives the form 16px of padding on each side (spec §3 form style). */
export const DEFAULT_FORM_STYLE = {
	spacing: {
		padding: { top: '16px', right: '16px', bottom: '16px', left: '16px' },
	},
};

/** The submit button every template ends with, locked against removal (spec §4). */
export function submitButton( text: string ): TemplateBlock {
	return [
		'jetpack/button',
		{ element: 'button', text, lock: { remove: true } },
	];
}

export const withDefaultStyle = (
	attributes: Record< string, unknown > = {}
) => ( {
	...attributes,
	style: DEFAULT_FORM_STYLE,
} );

/**
 * Blocks built from a template's inner blocks (new client ids each call). Templates are written
 * with fields in the older shape (label and options as attributes); every field that has a
 * current shape is created in it (`wrapperElement: "div"` and its parts,
 * parts/field-templates.ts), so forms made here open valid in current Jetpack.
 */
export function createTemplateBlocks( innerBlocks: TemplateBlock[] ): Block[] {
	return innerBlocks.map( ( block ) => {
		const [ name, attributes = {}, inner = [] ] = toCurrentShape( block );
		return createBlock( name, attributes, createTemplateBlocks( inner ) );
	} );
}
