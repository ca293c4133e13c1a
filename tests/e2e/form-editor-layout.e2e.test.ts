/**
 * The form in the editor looks as visitors see it: a required field's "(required)" sits on the
 * label's line, not under it; in the form's sidebar, "View form responses" keeps its distance
 * from the "Form title" field.
 *
 * node scripts/build.mjs && npx jest -c jest.config.js tests/e2e/form-editor-layout --selectProjects e2e --runInBand
 */
import {
	editorCanvas,
	editorSessionForThisFile,
	insertBlockViaInserter,
	newPost,
	selectFirstBlock,
	signIn,
} from '../support/e2e';

const session = editorSessionForThisFile();

beforeAll( async () => {
	const { page, site } = session;
	await signIn( page, site, site.admin.user, site.admin.password );
	await newPost( page, site );
	await insertBlockViaInserter( page, 'form', 'Form' );
	await editorCanvas( page )
		.getByRole( 'button', { name: 'Contact Form' } )
		.click();
} );

it( 'shows "(required)" on the line of the field’s label', async () => {
	const canvas = editorCanvas( session.page );
	const label = canvas.locator( '.jetpack-field-label' ).first();
	await label.locator( '.jetpack-field-label__required' ).waitFor();
	const input = await label
		.locator( '.jetpack-field-label__input' )
		.boundingBox();
	const required = await label
		.locator( '.jetpack-field-label__required' )
		.boundingBox();
	expect( input && required ).toBeTruthy();
	// Same line: the required text starts right of the label and overlaps it vertically.
	expect( required!.x ).toBeGreaterThan( input!.x );
	expect( required!.y ).toBeLessThan( input!.y + input!.height );
} );

it( 'keeps "View form responses" apart from the "Form title" field', async () => {
	const { page } = session;
	await selectFirstBlock( page );
	const panel = page.getByRole( 'button', { name: 'Manage Responses' } );
	if ( ( await panel.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await panel.click();
	}
	const link = await page
		.getByRole( 'link', { name: /View form responses/ } )
		.boundingBox();
	const titleLabel = await page
		.locator( '.jetpack-contact-form__form-title label' )
		.boundingBox();
	expect( link && titleLabel ).toBeTruthy();
	expect( titleLabel!.y - ( link!.y + link!.height ) ).toBeGreaterThanOrEqual(
		8
	);
} );
