/**
 * Text rules of choice options (spec §5): pasting several lines into an option makes one
 * option per line, ignoring blank lines; option text is trimmed; Enter splits an option at
 * the caret. Shared by the dropdown's option list and the option blocks of choice fields.
 */

/** Where the caret (or selection) is in an option's input. */
export type Caret = { start: number; end: number };

export function caretOf(
	input: HTMLInputElement | HTMLTextAreaElement
): Caret {
	const length = input.value.length;
	return {
		start: input.selectionStart ?? length,
		end: input.selectionEnd ?? length,
	};
}

/** One option per non-blank line, each trimmed. */
export function optionsFromLines( text: string ): string[] {
	return text
		.split( /\r\n|\r|\n/ )
		.map( ( line ) => line.trim() )
		.filter( ( line ) => line !== '' );
}

/**
 * What pasting `pasted` over the caret of `value` gives, as options: `null` when the paste is
 * a single line (the input handles it as usual), otherwise the resulting lines — the first
 * replaces the option, the rest become new options after it. Empty when only blank lines
 * would remain.
 *
 * @param value  The option's text before the paste.
 * @param pasted The pasted plain text.
 * @param caret  The selection the paste replaces.
 */
export function pastedOptions(
	value: string,
	pasted: string,
	caret: Caret
): string[] | null {
	if ( ! /[\r\n]/.test( pasted ) ) {
		return null;
	}
	return optionsFromLines(
		value.slice( 0, caret.start ) + pasted + value.slice( caret.end )
	);
}

/**
 * Enter at the caret: the text before it stays, the text after it becomes the next option.
 *
 * @param value The option's text.
 * @param caret The caret; a selection is dropped, as typing Enter over it would.
 */
export function splitOption( value: string, caret: Caret ): [ string, string ] {
	return [
		value.slice( 0, caret.start ).trim(),
		value.slice( caret.end ).trim(),
	];
}

/** Whether Backspace would remove an empty option: the caret is in an empty input. */
export function isBackspaceOnEmpty( key: string, value: string ) {
	return key === 'Backspace' && value === '';
}
