/**
 * What the Conditional logic panel (field-conditions-panel.tsx) offers: the other fields of the
 * same form — read with the form model the server uses (shared/forms/model/form-model.ts), so
 * labels and options are those visitors see, in both saved shapes — and the operators that
 * apply to each kind of field. A rule names its subject by the field's `id` attribute; a field
 * chosen without one gets one (`useEnsureFieldId`), so editing its label later does not break
 * the rule.
 */
import { __ } from '@wordpress/i18n';
import { useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import type { Block } from '@wordpress/blocks';
import type { BlockNode } from '../render-context';
import { comparisonOf, type Comparison } from './model/conditional-logic';
import { buildFormModel, slugify } from './model/form-model';
import { fieldEditorActions, fieldEditorSelectors } from './field-block-editor';
import { FORM_BLOCK_NAME } from './wrap-loose-field';

export type SubjectField = {
	clientId: string;
	/** Its `id` attribute ('' when it has none yet). */
	id: string;
	label: string;
	comparison: Comparison;
	/** The choices of a dropdown, radio or checkbox group. */
	options: string[];
};

/** Numbers and ratings compare alike. */
const NUMBER_OPERATORS = [
	'equals',
	'not_equals',
	'greater_than',
	'less_than',
	'gte',
	'lte',
	'is_empty',
	'is_not_empty',
];

/** Dates and times compare alike. */
const MOMENT_OPERATORS = [ 'is', 'is_not', 'before', 'after' ];

/** The operators offered for each kind of field, in Jetpack's order. */
export const OPERATORS_BY_COMPARISON: Record< Comparison, string[] > = {
	text: [
		'is',
		'is_not',
		'contains',
		'does_not_contain',
		'is_empty',
		'is_not_empty',
	],
	choice: [ 'is', 'is_not', 'is_empty', 'is_not_empty' ],
	multiple: [ 'contains', 'does_not_contain', 'is_empty', 'is_not_empty' ],
	number: NUMBER_OPERATORS,
	rating: NUMBER_OPERATORS,
	date: MOMENT_OPERATORS,
	time: MOMENT_OPERATORS,
	checked: [ 'is_checked', 'is_not_checked' ],
	file: [ 'is_empty', 'is_not_empty' ],
};

export function operatorLabel( operator: string ): string {
	const labels: Record< string, string > = {
		is: __( 'is', 'jetpack' ),
		is_not: __( 'is not', 'jetpack' ),
		contains: __( 'contains', 'jetpack' ),
		does_not_contain: __( 'does not contain', 'jetpack' ),
		is_empty: __( 'is empty', 'jetpack' ),
		is_not_empty: __( 'is not empty', 'jetpack' ),
		equals: __( 'equals', 'jetpack' ),
		not_equals: __( 'does not equal', 'jetpack' ),
		greater_than: __( 'is greater than', 'jetpack' ),
		less_than: __( 'is less than', 'jetpack' ),
		gte: __( 'is at least', 'jetpack' ),
		lte: __( 'is at most', 'jetpack' ),
		before: __( 'is before', 'jetpack' ),
		after: __( 'is after', 'jetpack' ),
		is_checked: __( 'is checked', 'jetpack' ),
		is_not_checked: __( 'is not checked', 'jetpack' ),
	};
	return labels[ operator ] ?? operator;
}

/**
 * An editor block as the parser gives it (the form model reads parsed blocks).
 * @param block
 * @param nodes filled with each node's block
 */
function nodeOf( block: Block, nodes: Map< BlockNode, Block > ): BlockNode {
	const node: BlockNode = {
		blockName: block.name,
		attrs: block.attributes,
		innerBlocks: block.innerBlocks.map( ( inner ) =>
			nodeOf( inner, nodes )
		),
	};
	nodes.set( node, block );
	return node;
}

/**
 * Every field of a form (editor block) in document order, with its block.
 * @param form
 */
export function fieldsOfForm(
	form: Block
): Array< SubjectField & { slug: string } > {
	const nodes = new Map< BlockNode, Block >();
	const model = buildFormModel( nodeOf( form, nodes ), 0, 'editor' );
	return [ ...model.fields, ...model.fileFields ].map( ( field ) => ( {
		clientId: nodes.get( field.node )?.clientId ?? '',
		id: field.blockId,
		label: field.label,
		comparison: comparisonOf( field.type ),
		options: 'options' in field ? field.options : [],
		slug: field.name.replace( /^g0-/, '' ),
	} ) );
}

function formOf(
	editor: ReturnType< typeof fieldEditorSelectors >,
	clientId: string
): Block | null {
	const [ formId ] = editor.getBlockParentsByBlockName(
		clientId,
		FORM_BLOCK_NAME,
		true
	);
	return formId ? editor.getBlock( formId ) : null;
}

/**
 * The other fields of the form holding `clientId`, in document order.
 * @param clientId the field whose rules are edited
 */
export function useSubjectFields( clientId: string ): SubjectField[] {
	const form = useSelect(
		( select ) => formOf( fieldEditorSelectors( select ), clientId ),
		[ clientId ]
	);
	return useMemo(
		() =>
			form
				? fieldsOfForm( form ).filter(
						( field ) => field.clientId !== clientId
					)
				: [],
		[ form, clientId ]
	);
}

/**
 * A function that answers a subject's `id`, giving the field one first when it has none: its
 * label's slug, unique among the form's ids and names.
 */
export function useEnsureFieldId(): ( subject: SubjectField ) => string {
	const registry = useRegistry();
	return useCallback(
		( subject: SubjectField ) => {
			if ( subject.id ) {
				return subject.id;
			}
			const editor = fieldEditorSelectors( registry.select );
			const form = formOf( editor, subject.clientId );
			const others = form
				? fieldsOfForm( form ).filter(
						( field ) => field.clientId !== subject.clientId
					)
				: [];
			const used = new Set(
				others.flatMap( ( field ) => [ field.id, field.slug ] )
			);
			const base = slugify( subject.label ) || 'field';
			let id = base;
			for ( let n = 2; used.has( id ); n++ ) {
				id = `${ base }-${ n }`;
			}
			fieldEditorActions( registry.dispatch ).updateBlockAttributes(
				subject.clientId,
				{ id }
			);
			return id;
		},
		[ registry ]
	);
}
