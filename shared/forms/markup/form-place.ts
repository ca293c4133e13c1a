/**
 * What a form or field renderer needs to know about where it sits: the enclosing form's model
 * (built once per form from `context.block`), this field's definition, and the submission
 * being answered for this form, if any.
 */
import type {
	BlockNode,
	FormsRenderState,
	RenderContext,
} from '../../render-context';
import { FORM_BLOCK } from '../model/field-types';
import {
	buildFormModel,
	formModelOf,
	pathToKey,
	type FieldDef,
	type FileFieldDef,
	type FormModel,
} from '../model/form-model';

export type Submission = NonNullable< FormsRenderState[ 'submission' ] >;

export type FormPlace = {
	model: FormModel;
	/** The submission answered for this form (no-JS), if any. */
	submission: Submission | null;
	forms: FormsRenderState | null;
};

function submissionFor(
	context: RenderContext,
	key: string
): Submission | null {
	const submission = context?.forms?.submission;
	return submission && submission.formKey === key ? submission : null;
}

function postIdOf( context: RenderContext ): number {
	return context?.post?.id ?? 0;
}

/**
 * The form being rendered (`context.block` is the contact-form block itself).
 * @param context
 * @param attributes the raw attributes, used when the renderer is called without a place
 */
export function formPlaceOfForm(
	context: RenderContext,
	attributes: Record< string, unknown >
): FormPlace {
	const place = context?.block;
	const key = place ? pathToKey( place.path ) : '0';
	const node: BlockNode = place?.node ?? {
		blockName: FORM_BLOCK,
		attrs: attributes,
		innerBlocks: [],
	};
	return {
		model: formModelOf( node, postIdOf( context ), key ),
		submission: submissionFor( context, key ),
		forms: context?.forms ?? null,
	};
}

/**
 * The field being rendered and its enclosing form. A field outside any form is rendered as a
 * form of its own (it cannot be submitted, but keeps its label and markup).
 * @param context
 * @param blockName  the field block's name
 * @param attributes its raw attributes
 */
export function fieldPlace(
	context: RenderContext,
	blockName: string,
	attributes: Record< string, unknown >
): FormPlace & { field: FieldDef } {
	return placeInForm(
		context,
		blockName,
		attributes,
		( model ) => model.fields
	);
}

/**
 * The file upload field being rendered (a FileFieldDef, from the model's file fields) and its
 * enclosing form, as fieldPlace().
 * @param context
 * @param attributes its raw attributes
 */
export function fileFieldPlace(
	context: RenderContext,
	attributes: Record< string, unknown >
): FormPlace & { field: FileFieldDef } {
	return placeInForm(
		context,
		'jetpack/field-file',
		attributes,
		( model ) => model.fileFields
	);
}

function placeInForm< T extends { node: BlockNode } >(
	context: RenderContext,
	blockName: string,
	attributes: Record< string, unknown >,
	entriesOf: ( model: FormModel ) => T[]
): FormPlace & { field: T } {
	const place = context?.block;
	const node: BlockNode = place?.node ?? {
		blockName,
		attrs: attributes,
		innerBlocks: [],
	};
	const ancestors = place?.ancestors ?? [];
	let index = ancestors.length - 1;
	while ( index >= 0 && ancestors[ index ].blockName !== FORM_BLOCK ) {
		index--;
	}
	const postId = postIdOf( context );
	const key =
		index >= 0 && place
			? pathToKey( place.path.slice( 0, index + 1 ) )
			: 'field';
	const formOfItsOwn = () =>
		buildFormModel(
			{ blockName: FORM_BLOCK, attrs: {}, innerBlocks: [ node ] },
			postId,
			key
		);
	const model =
		index >= 0
			? formModelOf( ancestors[ index ], postId, key )
			: formOfItsOwn();
	const field =
		entriesOf( model ).find( ( candidate ) => candidate.node === node ) ??
		entriesOf( formOfItsOwn() )[ 0 ];
	return {
		model,
		field,
		submission: index >= 0 ? submissionFor( context, key ) : null,
		forms: context?.forms ?? null,
	};
}
