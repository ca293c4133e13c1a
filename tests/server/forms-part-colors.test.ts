/**
 * The colours an author sets on the parts of a field in Jetpack's current markup (the Color
 * panels of `jetpack/label`, `jetpack/input`, `jetpack/options` and `jetpack/option`) and a
 * choice field's "Option Text", "Field Background" and "Border" colours reach visitors: presets
 * as `has-*` classes, custom values as inline style, and a value that is not plainly a colour
 * is left out.
 */
import {
	formContent,
	formsSiteForThisFile,
	publishAndVisit,
	SUBMIT_BUTTON,
} from './support/forms';

const site = formsSiteForThisFile();

const UNSAFE = 'red;background:url(https://evil.test/x)';

function block(
	name: string,
	attributes: Record< string, unknown >,
	inner?: string
): string {
	const json = JSON.stringify( attributes );
	return inner === undefined
		? `<!-- wp:${ name } ${ json } /-->`
		: `<!-- wp:${ name } ${ json } -->\n<div>${ inner }</div>\n<!-- /wp:${ name } -->`;
}

const published = ( inner: string ) =>
	publishAndVisit(
		site.testSite,
		formContent( `${ inner }${ SUBMIT_BUTTON }` )
	);

function groupOf( document: Document, name: string ): Element | null {
	return (
		document
			.querySelector( `[name="${ name }"], [name="${ name }[]"]` )
			?.closest( 'fieldset' ) ?? null
	);
}

function looks( element: Element | null ) {
	return {
		classes: [ ...( element?.classList ?? [] ) ],
		style: element?.getAttribute( 'style' ) ?? null,
	};
}

it( 'gives labels, inputs and options the colours of their own Color panels', async () => {
	const { document, id } = await published(
		block(
			'jetpack/field-email',
			{ id: 'mail' },
			block( 'jetpack/label', {
				label: 'Email',
				textColor: 'vivid-red',
			} ) +
				block( 'jetpack/input', {
					backgroundColor: 'base',
					style: {
						color: { text: '#123456' },
						border: { color: '#00ff00', width: '3px' },
					},
				} )
		) +
			block(
				'jetpack/field-radio',
				{ id: 'where' },
				block( 'jetpack/label', {
					label: 'Where',
					style: { color: { text: 'rgb(1, 2, 3)' } },
				} ) +
					block(
						'jetpack/options',
						{ type: 'radio', backgroundColor: 'pale' },
						block( 'jetpack/option', {
							label: 'In person',
							textColor: 'accent',
						} ) +
							block( 'jetpack/option', {
								label: 'Online',
								style: { color: { text: '#abcdef' } },
							} )
					)
			) +
			block(
				'jetpack/field-checkbox',
				{ id: 'agree' },
				block( 'jetpack/option', {
					label: 'I agree',
					textColor: 'contrast',
				} )
			)
	);
	const email = document.querySelector( `[name="g${ id }-mail"]` );
	expect(
		looks( document.querySelector( `label[for="${ email?.id }"]` ) )
	).toEqual( {
		classes: [
			'jetpack-field__label',
			'has-text-color',
			'has-vivid-red-color',
		],
		style: null,
	} );
	expect( looks( email ) ).toEqual( {
		classes: [
			'jetpack-field__input',
			'has-text-color',
			'has-background',
			'has-base-background-color',
			'has-border-color',
		],
		style: 'color:#123456;border-color:#00ff00;border-width:3px',
	} );

	const group = groupOf( document, `g${ id }-where` );
	const legend = group?.querySelector( 'legend' ) ?? null;
	expect( looks( legend ) ).toEqual( {
		classes: [ 'jetpack-field__label', 'has-text-color' ],
		style: 'color:rgb(1, 2, 3)',
	} );
	expect(
		looks( group?.querySelector( '.jetpack-field-options' ) ?? null )
	).toEqual( {
		classes: [
			'jetpack-field-options',
			'jetpack-field-options--boxed',
			'has-background',
			'has-pale-background-color',
		],
		style: null,
	} );
	const optionLabels = [
		...( group?.querySelectorAll( '.jetpack-field-option label' ) ?? [] ),
	];
	expect( optionLabels.map( looks ) ).toEqual( [
		{ classes: [ 'has-text-color', 'has-accent-color' ], style: null },
		{ classes: [ 'has-text-color' ], style: 'color:#abcdef' },
	] );

	const box = document.querySelector( `[name="g${ id }-agree"]` );
	expect(
		looks( document.querySelector( `label[for="${ box?.id }"]` ) )
	).toEqual( {
		classes: [
			'jetpack-field__label',
			'has-text-color',
			'has-contrast-color',
		],
		style: null,
	} );
} );

it( 'shows a choice field’s Option Text, Field Background and Border colours', async () => {
	const { document, id } = await published(
		block(
			'jetpack/field-checkbox-multiple',
			{
				id: 'topics',
				inputColor: '#112233',
				fieldBackgroundColor: '#fafafa',
				borderColor: 'hsl(0, 0%, 20%)',
			},
			block( 'jetpack/label', { label: 'Topics' } ) +
				block(
					'jetpack/options',
					{},
					block( 'jetpack/option', { label: 'Art' } ) +
						block( 'jetpack/option', {
							label: 'Events',
							textColor: 'accent',
						} )
				)
		)
	);
	const group = groupOf( document, `g${ id }-topics` );
	expect(
		looks( group?.querySelector( '.jetpack-field-options' ) ?? null )
	).toEqual( {
		classes: [ 'jetpack-field-options', 'jetpack-field-options--boxed' ],
		style: 'background-color:#fafafa;border-color:hsl(0, 0%, 20%)',
	} );
	const optionLabels = [
		...( group?.querySelectorAll( '.jetpack-field-option label' ) ?? [] ),
	];
	// An option's own colour wins over the field's Option Text colour.
	expect( optionLabels.map( looks ) ).toEqual( [
		{ classes: [], style: 'color:#112233' },
		{ classes: [ 'has-text-color', 'has-accent-color' ], style: null },
	] );
} );

it( 'leaves out colours that are not plainly a colour or a palette slug', async () => {
	const { document, id } = await published(
		block(
			'jetpack/field-text',
			{ id: 'name' },
			block( 'jetpack/label', {
				label: 'Name',
				textColor: 'red" onclick="x',
				style: { color: { text: UNSAFE } },
			} ) +
				block( 'jetpack/input', {
					style: {
						color: { background: UNSAFE },
						border: { color: 'expression(alert(1))' },
					},
				} )
		) +
			block(
				'jetpack/field-radio',
				{
					id: 'pick',
					inputColor: UNSAFE,
					fieldBackgroundColor: 'url(https://evil.test/x)',
				},
				block( 'jetpack/label', { label: 'Pick' } ) +
					block(
						'jetpack/options',
						{},
						block( 'jetpack/option', { label: 'A' } )
					)
			)
	);
	const input = document.querySelector( `[name="g${ id }-name"]` );
	expect( looks( input ) ).toEqual( {
		classes: [ 'jetpack-field__input' ],
		style: null,
	} );
	expect(
		looks( document.querySelector( `label[for="${ input?.id }"]` ) )
	).toEqual( { classes: [ 'jetpack-field__label' ], style: null } );
	const group = groupOf( document, `g${ id }-pick` );
	expect(
		looks( group?.querySelector( '.jetpack-field-options' ) ?? null )
	).toEqual( { classes: [ 'jetpack-field-options' ], style: null } );
	expect(
		looks( group?.querySelector( '.jetpack-field-option label' ) ?? null )
	).toEqual( { classes: [], style: null } );
	expect( document.documentElement.outerHTML ).not.toContain( 'evil.test' );
} );

it( 'gives labels and inputs the typography of their own panels, and the file field its label’s look', async () => {
	const { document, id } = await published(
		block(
			'jetpack/field-text',
			{ id: 'city' },
			block( 'jetpack/label', {
				label: 'City',
				fontFamily: 'heading',
				style: {
					typography: {
						fontWeight: '700',
						textTransform: 'uppercase',
						letterSpacing: '1px',
					},
				},
			} ) +
				block( 'jetpack/input', {
					fontSize: 'large',
					style: { typography: { fontStyle: 'italic' } },
				} )
		) +
			block(
				'jetpack/field-file',
				{ id: 'cv' },
				block( 'jetpack/label', {
					label: 'Your CV',
					textColor: 'vivid-red',
					style: { typography: { fontSize: '20px' } },
				} )
			)
	);
	const input = document.querySelector( `[name="g${ id }-city"]` );
	expect( looks( input ) ).toEqual( {
		classes: [ 'jetpack-field__input', 'has-large-font-size' ],
		style: 'font-style:italic',
	} );
	expect(
		looks( document.querySelector( `label[for="${ input?.id }"]` ) )
	).toEqual( {
		classes: [ 'jetpack-field__label', 'has-heading-font-family' ],
		style: 'font-weight:700;letter-spacing:1px;text-transform:uppercase',
	} );
	const file = document.querySelector( `[name="g${ id }-cv[]"]` );
	const fileLabel = document.querySelector( `label[for="${ file?.id }"]` );
	expect( fileLabel?.textContent ).toContain( 'Your CV' );
	expect( looks( fileLabel ) ).toEqual( {
		classes: [
			'jetpack-field__label',
			'has-text-color',
			'has-vivid-red-color',
		],
		style: 'font-size:20px',
	} );
} );
