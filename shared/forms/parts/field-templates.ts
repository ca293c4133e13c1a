/**
 * The parts of each field block in Jetpack's current markup (see shared/forms/field-save.tsx):
 * which inner blocks a field holds, built from the field's attributes. One table serves every
 * place a field is made or edited in the current shape — the field editor's locked template
 * (parts/field-parts-edit.tsx), the form templates and the loose-field wrapper
 * (`createTemplateBlocks`), and the shortcode transform.
 *
 * To give another field type parts, add its block name to `PART_TEMPLATES`.
 */
import { getBlockType } from '@wordpress/blocks';
import type { TemplateBlock } from '../form-template-parts';
import { CURRENT_SHAPE } from '../field-save';
import { limitOf, ratingMaxOf } from '../model/field-rules';

type Attributes = Record< string, unknown >;

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/** What the block.json of `blockName` gives `attribute` by default, when registered. */
function defaultOf( blockName: string, attribute: string ): unknown {
	const type = getBlockType( blockName ) as
		{ attributes?: Record< string, { default?: unknown } > } | undefined;
	return type?.attributes?.[ attribute ]?.default;
}

/** The `jetpack/label` part: the label, and the required text when it is not the default. */
export function labelPart( blockName: string, attributes: Attributes ) {
	const part: Attributes = { label: text( attributes.label ) };
	const requiredText = text( attributes.requiredText );
	if (
		requiredText &&
		requiredText !== defaultOf( blockName, 'requiredText' )
	) {
		part.requiredText = requiredText;
	}
	return [ 'jetpack/label', part ] as TemplateBlock;
}

function inputPart( attributes: Attributes, type?: string ): TemplateBlock {
	const part: Attributes = type ? { type } : {};
	if ( text( attributes.placeholder ) ) {
		part.placeholder = text( attributes.placeholder );
	}
	return [ 'jetpack/input', part ];
}

function optionsPart(
	type: 'radio' | 'checkbox',
	labels: string[]
): TemplateBlock {
	return [
		'jetpack/options',
		type === 'radio' ? { type } : {},
		( labels.length ? labels : [ '' ] ).map( ( label ): TemplateBlock => [
			'jetpack/option',
			{ label },
		] ),
	];
}

type PartsOf = (
	blockName: string,
	attributes: Attributes,
	optionLabels: string[]
) => TemplateBlock[];

const textLike =
	( type?: string ): PartsOf =>
	( blockName, attributes ) => [
		labelPart( blockName, attributes ),
		inputPart( attributes, type ),
	];

const choice =
	( type: 'radio' | 'checkbox' ): PartsOf =>
	( blockName, attributes, optionLabels ) => [
		labelPart( blockName, attributes ),
		optionsPart( type, optionLabels ),
	];

/** The parts of each field block that has a current shape, as Jetpack saves them. */
export const PART_TEMPLATES: Record< string, PartsOf > = {
	'jetpack/field-text': textLike( 'text' ),
	'jetpack/field-name': textLike(),
	'jetpack/field-email': textLike( 'email' ),
	'jetpack/field-url': textLike( 'url' ),
	'jetpack/field-number': ( blockName, attributes ) => {
		const [ label, [ , input = {} ] ] = textLike( 'number' )(
			blockName,
			attributes,
			[]
		);
		const limits = Object.fromEntries(
			[ 'min', 'max' ]
				.map( ( key ) => [ key, limitOf( attributes[ key ] ) ] )
				.filter( ( [ , value ] ) => value !== undefined )
		);
		return [ label, [ 'jetpack/input', { ...input, ...limits } ] ];
	},
	'jetpack/field-date': textLike(),
	'jetpack/field-time': textLike( 'time' ),
	'jetpack/field-textarea': textLike( 'textarea' ),
	'jetpack/field-select': ( blockName, attributes ) => [
		labelPart( blockName, attributes ),
		[ 'jetpack/input', { type: 'dropdown' } ],
	],
	'jetpack/field-telephone': ( blockName, attributes ) => [
		labelPart( blockName, attributes ),
		[
			'jetpack/phone-input',
			text( attributes.placeholder )
				? { placeholder: text( attributes.placeholder ) }
				: {},
		],
	],
	'jetpack/field-rating': ( blockName, attributes ) => [
		labelPart( blockName, attributes ),
		[ 'jetpack/input-rating', { max: ratingMaxOf( attributes.max ) } ],
	],
	// Its limits stay on the field; the range part reads them from the field's context.
	'jetpack/field-slider': ( blockName, attributes ) => [
		labelPart( blockName, attributes ),
		[ 'jetpack/input-range', {} ],
	],
	'jetpack/field-radio': choice( 'radio' ),
	'jetpack/field-checkbox-multiple': choice( 'checkbox' ),
	'jetpack/field-checkbox': ( _name, attributes ) => [
		[
			'jetpack/option',
			{ label: text( attributes.label ), isStandalone: true },
		],
	],
	'jetpack/field-consent': ( _name, attributes ) => {
		const explicit = attributes.consentType === 'explicit';
		const message =
			attributes[
				explicit ? 'explicitConsentMessage' : 'implicitConsentMessage'
			];
		return [
			[
				'jetpack/option',
				{
					label: text( message ),
					isStandalone: true,
					hideInput: ! explicit,
				},
			],
		];
	},
};

/** True when the field block has a current shape (parts) this suite can create. */
export function hasPartsTemplate( blockName: string ): boolean {
	return Object.prototype.hasOwnProperty.call( PART_TEMPLATES, blockName );
}

/**
 * The parts template of a field, from its attributes (label, placeholder, required text,
 * options). Empty for blocks without a current shape.
 * @param blockName    the field block
 * @param attributes   its attributes (block.json defaults filled in when read from a block)
 * @param optionLabels a choice field's option labels (else its `options` attribute)
 */
export function fieldPartsTemplate(
	blockName: string,
	attributes: Attributes,
	optionLabels?: string[]
): TemplateBlock[] {
	const build = PART_TEMPLATES[ blockName ];
	if ( ! build ) {
		return [];
	}
	const options = Array.isArray( attributes.options )
		? attributes.options.map( text )
		: [];
	return build( blockName, attributes, optionLabels ?? options );
}

/** Attributes the parts carry; the field itself no longer holds them in the current shape. */
const MOVED_TO_PARTS = [ 'label', 'placeholder', 'requiredText', 'min', 'max' ];

/**
 * A template block of a field in the older shape (attributes, `jetpack/field-option-*` inner
 * blocks) made into the current shape: `wrapperElement: "div"` and its parts. Blocks that are
 * not fields with a current shape are returned as they are.
 * @param block the template block
 */
export function toCurrentShape( block: TemplateBlock ): TemplateBlock {
	const [ name, attributes = {}, inner = [] ] = block;
	if ( ! hasPartsTemplate( name ) ) {
		return block;
	}
	const optionLabels = inner.length
		? inner.map( ( [ , option = {} ] ) => text( option.label ) )
		: undefined;
	const parts = fieldPartsTemplate( name, attributes, optionLabels );
	const own = Object.fromEntries(
		Object.entries( attributes ).filter(
			( [ key ] ) =>
				! MOVED_TO_PARTS.includes( key ) &&
				! ( key === 'options' && name !== 'jetpack/field-select' )
		)
	);
	return [ name, { ...own, wrapperElement: CURRENT_SHAPE }, parts ];
}

/**
 * The default inserter variation of every field block with a current shape: a field inserted
 * from the inserter starts in the current shape, and its editor fills in the parts from its
 * template (`fieldPartsTemplate` with the block.json defaults, e.g. the label "Text"). The
 * empty title and description make the inserter show the block's own.
 */
export const CURRENT_SHAPE_VARIATIONS = [
	{
		name: 'current-shape',
		title: '',
		description: '',
		isDefault: true,
		scope: [ 'inserter' as const ],
		attributes: { wrapperElement: CURRENT_SHAPE },
	},
];
