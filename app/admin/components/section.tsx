/**
 * One part of the admin screen: a region landmark named by its heading, in a card.
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

export default function Section( {
	id,
	title,
	className,
	actions,
	children,
}: {
	/** The element id, for links to the section (`#mailchimp`). */
	id?: string;
	title: string;
	className?: string;
	/** Links or buttons shown next to the heading. */
	actions?: ReactNode;
	children: ReactNode;
} ) {
	const headingId = `jetpack-admin-section-${ useId().replace( /:/g, '' ) }`;
	return (
		<section
			id={ id }
			className={ `jetpack-admin-section ${ className ?? '' }` }
			aria-labelledby={ headingId }
		>
			<Card>
				<CardHeader>
					<h2
						id={ headingId }
						className="jetpack-admin-section__title"
					>
						{ title }
					</h2>
					{ actions && (
						<div className="jetpack-admin-section__actions">
							{ actions }
						</div>
					) }
				</CardHeader>
				<CardBody>{ children }</CardBody>
			</Card>
		</section>
	);
}
