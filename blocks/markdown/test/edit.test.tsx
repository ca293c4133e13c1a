import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarkdownEditor } from './markdown-editor';

const SOURCE_LABEL = 'Markdown source';

/**
 * The toolbar's mode toggle (the block switcher is also a button named "Markdown").
 * @param name
 */
function modeButton( name: 'Markdown' | 'Preview' ) {
	const toggles = screen
		.getAllByRole( 'button', { name } )
		.filter( ( button ) => button.hasAttribute( 'aria-pressed' ) );
	expect( toggles ).toHaveLength( 1 );
	return toggles[ 0 ];
}

describe( 'Markdown block editing', () => {
	it( 'starts in source mode with a labelled textarea when selected', async () => {
		const editor = await renderMarkdownEditor( 'Hello _world_' );
		await editor.select();

		const textarea = screen.getByRole( 'textbox', { name: SOURCE_LABEL } );
		expect( textarea ).toHaveValue( 'Hello _world_' );
		expect( textarea ).toHaveAttribute(
			'placeholder',
			'Write your _Markdown_ **here**…'
		);
		expect( modeButton( 'Markdown' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect( modeButton( 'Preview' ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
	} );

	it( 'switches between source and the rendered preview from the toolbar', async () => {
		const user = userEvent.setup();
		const editor = await renderMarkdownEditor(
			'# Title\n\nSome **bold** text'
		);
		await editor.select();

		await user.click( modeButton( 'Preview' ) );
		expect(
			screen.queryByRole( 'textbox', { name: SOURCE_LABEL } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Title' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'bold' ).tagName ).toBe( 'STRONG' );
		expect( modeButton( 'Preview' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect( modeButton( 'Markdown' ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);

		await user.click( modeButton( 'Markdown' ) );
		expect(
			screen.getByRole( 'textbox', { name: SOURCE_LABEL } )
		).toHaveValue( '# Title\n\nSome **bold** text' );
		expect(
			screen.queryByRole( 'heading', { name: 'Title' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows raw HTML in the source as text in the preview, not as markup', async () => {
		const user = userEvent.setup();
		const editor = await renderMarkdownEditor(
			'<b>bold?</b> <img src=x onerror=alert(1)>'
		);
		await editor.select();
		await user.click( modeButton( 'Preview' ) );

		const preview = editor.container.querySelector(
			'.wp-block-jetpack-markdown__preview'
		);
		expect( preview ).toHaveTextContent(
			'<b>bold?</b> <img src=x onerror=alert(1)>'
		);
		expect( preview?.querySelector( 'b, img' ) ).toBeNull();
	} );

	it( 'returns from preview to source when the block is deselected and selected again', async () => {
		const user = userEvent.setup();
		const editor = await renderMarkdownEditor( 'Some _text_' );
		await editor.select();
		await user.click( modeButton( 'Preview' ) );
		expect(
			screen.queryByRole( 'textbox', { name: SOURCE_LABEL } )
		).not.toBeInTheDocument();

		await editor.deselect();
		// Not selected: the rendered result, no toolbar.
		expect(
			screen.queryByRole( 'button', { name: 'Preview' } )
		).not.toBeInTheDocument();
		expect( screen.getByText( 'text' ).tagName ).toBe( 'EM' );

		await editor.select();
		expect(
			screen.getByRole( 'textbox', { name: SOURCE_LABEL } )
		).toHaveFocus();
		expect( modeButton( 'Markdown' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	} );

	it( 'shows a hint when an empty block is not selected', async () => {
		const editor = await renderMarkdownEditor();
		await editor.deselect();
		expect(
			screen.getByText( 'Write your _Markdown_ **here**…' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: SOURCE_LABEL } )
		).not.toBeInTheDocument();
	} );

	it( 'stores what is typed in the source attribute', async () => {
		const user = userEvent.setup();
		const editor = await renderMarkdownEditor( '' );
		await editor.select();

		await user.type(
			screen.getByRole( 'textbox', { name: SOURCE_LABEL } ),
			'## Hi *there*'
		);
		expect( editor.blocks()[ 0 ].attributes.source ).toBe(
			'## Hi *there*'
		);
		// What save writes for readers without the suite, rendered as the source changes.
		expect( editor.blocks()[ 0 ].attributes.html ).toBe(
			'<h2>Hi <em>there</em></h2>\n'
		);

		await user.click( modeButton( 'Preview' ) );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Hi there' } )
		).toBeInTheDocument();
	} );

	it( 'renders the saved HTML of a block made with a source only (a transform, an example)', async () => {
		const editor = await renderMarkdownEditor( 'Some **bold** text' );
		expect( editor.blocks()[ 0 ].attributes.html ).toBe(
			'<p>Some <strong>bold</strong> text</p>\n'
		);
	} );

	it( 'removes the block on Backspace in an empty source', async () => {
		const user = userEvent.setup();
		const editor = await renderMarkdownEditor( 'ab' );
		await editor.select();
		const textarea = screen.getByRole( 'textbox', { name: SOURCE_LABEL } );

		// Deleting the text itself keeps the block.
		await user.type( textarea, '{Backspace}{Backspace}' );
		expect( editor.blocks() ).toHaveLength( 1 );
		expect( editor.blocks()[ 0 ].attributes.source ).toBe( '' );

		await user.type( textarea, '{Backspace}' );
		expect( editor.blocks() ).toHaveLength( 0 );
	} );

	it( 'asks before following a link in the preview', async () => {
		const user = userEvent.setup();
		const editor = await renderMarkdownEditor(
			'[Docs](https://example.com/docs)'
		);
		await editor.select();
		await user.click( modeButton( 'Preview' ) );
		const confirm = jest
			.spyOn( window, 'confirm' )
			.mockReturnValue( false );

		const link = screen.getByRole( 'link', { name: 'Docs' } );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		fireEvent( link, click );

		expect( confirm ).toHaveBeenCalledTimes( 1 );
		expect( click.defaultPrevented ).toBe( true );
		confirm.mockRestore();
	} );
} );
