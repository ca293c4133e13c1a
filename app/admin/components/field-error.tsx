/**
 * A text field's refusal by the server as its help text (so the control is described by it, and
 * the message is announced) and its invalid state, to spread on the control.
 */

/**
 * @param message the server's message for the field, if any
 */
export function fieldError( message: string | undefined ) {
	return message
		? {
				help: <span role="alert">{ message }</span>,
				className: 'is-invalid',
				'aria-invalid': true,
			}
		: {};
}
