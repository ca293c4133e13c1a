/**
 * Visitors: sends a Mailchimp form with fetch and shows the block's notices in its place —
 * "processing" while it is sent, then "success" (the form is removed) or "error" (the form stays,
 * so the visitor can try again; a reason the server gives for this address is added). The
 * browser checks the email field first (`required`, `type=email`).
 */
import { onPageReady } from '../../shared/view/page-ready';

const NOTICE = 'wp-block-jetpack-mailchimp_notification';

type Answer = { subscribed?: boolean; message?: string };

function show( block: Element, kind: string | null, extra = '' ) {
	block
		.querySelectorAll< HTMLElement >( `.${ NOTICE }` )
		.forEach( ( node ) => {
			const shown =
				!! kind &&
				node.classList.contains(
					`wp-block-jetpack-mailchimp_${ kind }`
				);
			if ( ! node.dataset.label ) {
				node.dataset.label = node.textContent ?? '';
			}
			node.hidden = ! shown;
			// Set anew each time so assistive technology announces it again.
			node.textContent =
				shown && extra
					? `${ node.dataset.label } ${ extra }`
					: node.dataset.label;
		} );
}

async function send(
	form: HTMLFormElement
): Promise< Answer & { ok: boolean; status: number } > {
	// The form's own fields: email, and the hidden post_id and block naming the saved block.
	const body = new URLSearchParams();
	new FormData( form ).forEach( ( value, name ) =>
		body.append( name, String( value ) )
	);
	const response = await fetch( form.action, {
		method: 'POST',
		headers: { Accept: 'application/json' },
		body,
	} );
	const answer = ( await response.json().catch( () => ( {} ) ) ) as Answer;
	return { ...answer, ok: response.ok, status: response.status };
}

function start( form: HTMLFormElement ) {
	const block = form.parentElement;
	if ( ! block ) {
		return;
	}
	let busy = false;
	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		busy = true;
		form.setAttribute( 'aria-busy', 'true' );
		show( block, 'processing' );
		send( form )
			.then(
				( answer ) => {
					if ( answer.ok && answer.subscribed ) {
						form.remove();
						show( block, 'success' );
						return;
					}
					// 4xx answers carry a reason meant for the visitor (a refused address, too many tries).
					const reason =
						answer.status >= 400 &&
						answer.status < 500 &&
						typeof answer.message === 'string'
							? answer.message
							: '';
					show( block, 'error', reason );
				},
				() => show( block, 'error' )
			)
			.finally( () => {
				busy = false;
				form.removeAttribute( 'aria-busy' );
			} );
	} );
}

onPageReady( () => {
	document
		.querySelectorAll< HTMLFormElement >(
			'.wp-block-jetpack-mailchimp_form'
		)
		.forEach( start );
} );
