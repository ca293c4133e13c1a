/**
 * A contact form as data: its fields in document order with their input names, labels, options
 * and rules, derived from the parsed block tree. The renderers (which print the fields) and the
 * submission handler (which validates them) build it from the same post content the same way,
 * so a field's name on the page is the name the server expects.
 *
 * Identity: a form is found by its block path in the post (`formKey`, e.g. `0` or `3-1`);
 * a field's input name is `g<postId>-<slug>` (slug from its `id` attribute, else its label,
 * else its type; `-2`, `-3` … when repeated).
 */
import { findBlockAtKey } from '../../block-at-key';
import type { BlockNode } from '../../render-context';
import { isSubmitButton, optionLabelsOf, partAttributes } from './field-parts';
import { formSteps, stepOfBlocks } from './form-steps';
import {
	CHOICE_TYPES,
	FALLBACK_LABELS,
	fieldTypeOfBlock,
	FORM_BLOCK,
	withDefaults,
	type FieldType,
} from './field-types';

export type FieldDef = {
	node: BlockNode;
	type: FieldType;
	/** The input's name attribute. */
	name: string;
	/** The control's HTML id (unique on the page). */
	domId: string;
	/** The block's own `id` attribute (the lead form uses email, first_name, …). */
	blockId: string;
	label: string;
	required: boolean;
	requiredText: string;
	/** The allowed values of radio, select and checkbox-multiple fields. */
	options: string[];
	placeholder: string;
	defaultValue: string;
	/** Attributes with block.json defaults applied. */
	attrs: Record< string, unknown >;
	/** The step of a multi-step form holding the field (form-steps.ts); null outside steps. */
	step: { index: number; label: string } | null;
};

/**
 * A file upload field (`jetpack/field-file`): named like the other fields (its input posts
 * `name` or `name[]` in a multipart body); its limits are read by server/forms/files/.
 */
export type FileFieldDef = {
	node: BlockNode;
	type: 'file';
	name: string;
	domId: string;
	blockId: string;
	label: string;
	required: boolean;
	requiredText: string;
	attrs: Record< string, unknown >;
	step: { index: number; label: string } | null;
};

export const FILE_BLOCK = 'jetpack/field-file';

export type FormModel = {
	postId: number;
	key: string;
	/** The form element's HTML id. */
	domId: string;
	attrs: Record< string, unknown >;
	fields: FieldDef[];
	/** File upload fields, named from the same slugs as `fields` (document order). */
	fileFields: FileFieldDef[];
	hasSubmitButton: boolean;
};

function str( value: unknown, fallback = '' ): string {
	return typeof value === 'string' ? value : fallback;
}

export function slugify( value: string ): string {
	return value
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' )
		.slice( 0, 40 )
		.replace( /-+$/, '' );
}

function optionsOf(
	type: FieldType,
	node: BlockNode,
	attrs: Record< string, unknown >
) {
	if ( ! CHOICE_TYPES.has( type ) ) {
		return [];
	}
	const fromBlocks = optionLabelsOf( node );
	const list = fromBlocks.length
		? fromBlocks
		: ( Array.isArray( attrs.options ) ? attrs.options : [] ).map(
				( option ) => str( option ).trim()
			);
	return [ ...new Set( list.filter( Boolean ) ) ];
}

function labelOf( type: FieldType, attrs: Record< string, unknown > ): string {
	const label = str( attrs.label ).trim();
	if ( label ) {
		return label;
	}
	if ( type === 'select' ) {
		return str( attrs.toggleLabel ).trim() || FALLBACK_LABELS.select;
	}
	return FALLBACK_LABELS[ type ];
}

/**
 * Field blocks under the form in document order (not those of a form nested inside it).
 * @param nodes
 * @param out
 */
function collect( nodes: BlockNode[], out: BlockNode[] ): BlockNode[] {
	for ( const node of nodes ) {
		if ( node.blockName === FORM_BLOCK ) {
			continue;
		}
		if (
			fieldTypeOfBlock( node.blockName ) ||
			node.blockName === FILE_BLOCK
		) {
			out.push( node );
		} else {
			collect( node.innerBlocks, out );
		}
	}
	return out;
}

function hasButton( nodes: BlockNode[] ): boolean {
	return nodes.some(
		( node ) =>
			node.blockName !== FORM_BLOCK &&
			( isSubmitButton( node ) || hasButton( node.innerBlocks ) )
	);
}

export function formDomId( postId: number, key: string ): string {
	return `contact-form-${ postId }-${ key }`;
}

/**
 * A file field's label: its `label` attribute, else its inner `jetpack/label` block's.
 * @param node
 */
function fileLabelOf( node: BlockNode ): string {
	const inner = node.innerBlocks.find(
		( child ) => child.blockName === 'jetpack/label'
	);
	return (
		str( node.attrs?.label ).trim() ||
		str( inner?.attrs?.label ).trim() ||
		'File upload'
	);
}

export function buildFormModel(
	form: BlockNode,
	postId: number,
	key: string
): FormModel {
	const used = new Set< string >();
	const domId = formDomId( postId, key );
	const uniqueSlug = ( base: string ) => {
		let slug = base;
		for ( let n = 2; used.has( slug ); n++ ) {
			slug = `${ base }-${ n }`;
		}
		used.add( slug );
		return slug;
	};
	const fields: FieldDef[] = [];
	const fileFields: FileFieldDef[] = [];
	const stepOf = stepOfBlocks( formSteps( form ) );
	const stepOfNode = ( node: BlockNode ) => {
		const step = stepOf.get( node );
		return step ? { index: step.index, label: step.label } : null;
	};
	for ( const node of collect( form.innerBlocks, [] ) ) {
		if ( node.blockName === FILE_BLOCK ) {
			const attrs = { ...( node.attrs ?? {} ) };
			const label = fileLabelOf( node );
			const blockId = str( attrs.id ).trim();
			const slug = uniqueSlug(
				slugify( blockId ) || slugify( label ) || 'file'
			);
			fileFields.push( {
				node,
				type: 'file',
				name: `g${ postId }-${ slug }`,
				domId: `${ domId }-${ slug }`,
				blockId,
				label,
				required: attrs.required === true,
				requiredText: str( attrs.requiredText, '(required)' ),
				attrs,
				step: stepOfNode( node ),
			} );
			continue;
		}
		const type = fieldTypeOfBlock( node.blockName ) as FieldType;
		// Fields in Jetpack's current markup keep label, placeholder … in inner blocks.
		const attrs = withDefaults( type, {
			...( node.attrs ?? {} ),
			...partAttributes( node, type === 'checkbox' ),
		} );
		const label = labelOf( type, attrs );
		const blockId = str( attrs.id ).trim();
		const slug = uniqueSlug(
			slugify( blockId ) || slugify( label ) || type
		);
		fields.push( {
			node,
			type,
			name: `g${ postId }-${ slug }`,
			domId: `${ domId }-${ slug }`,
			blockId,
			label,
			required: attrs.required === true,
			requiredText: str( attrs.requiredText, '(required)' ),
			options: optionsOf( type, node, attrs ),
			placeholder: str( attrs.placeholder ),
			defaultValue: str( attrs.defaultValue ),
			attrs,
			step: stepOfNode( node ),
		} );
	}
	return {
		postId,
		key,
		domId,
		attrs: form.attrs ?? {},
		fields,
		fileFields,
		hasSubmitButton: hasButton( form.innerBlocks ),
	};
}

const cache = new WeakMap< BlockNode, Map< string, FormModel > >();

/**
 * buildFormModel, computed once per parsed form (the form and each of its fields ask for it).
 * @param form
 * @param postId
 * @param key
 */
export function formModelOf(
	form: BlockNode,
	postId: number,
	key: string
): FormModel {
	let byKey = cache.get( form );
	if ( ! byKey ) {
		byKey = new Map();
		cache.set( form, byKey );
	}
	const id = `${ postId }:${ key }`;
	let model = byKey.get( id );
	if ( ! model ) {
		model = buildFormModel( form, postId, key );
		byKey.set( id, model );
	}
	return model;
}

export { pathToKey } from '../../block-at-key';

/**
 * The contact form at `key` in saved post content, or null when there is none there.
 * @param content
 * @param key
 */
export function findFormNode( content: string, key: string ): BlockNode | null {
	return findBlockAtKey( content, key, FORM_BLOCK );
}
