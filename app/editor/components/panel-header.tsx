/**
 * The heading row of a side panel, with its close button.
 */
import { Button } from '@wordpress/components';
import { closeSmall } from '@wordpress/icons';

type Props = { title: string; closeLabel: string; onClose: () => void };

export default function PanelHeader( { title, closeLabel, onClose }: Props ) {
	return (
		<div className="block-suite-editor__panel-header">
			<h2>{ title }</h2>
			<Button
				size="small"
				icon={ closeSmall }
				label={ closeLabel }
				onClick={ onClose }
			/>
		</div>
	);
}
