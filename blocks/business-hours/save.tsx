/**
 * Dynamic block: nothing is saved in the post content; visitors get render.ts's output.
 */
export default function save() {
	return null;
}
