/**
 * An example picked outside the Console's toolbar (the empty response pane's list): the Examples menu loads it,
 * so a pick from either place is the same action (the data loaded, the buffer replaced with Undo, the notes shown).
 */
import { create } from 'zustand';

export const useExamplePick = create<{ picked?: { id: string; seq: number }; pick(id: string): void }>()((set) => ({
  pick: (id) => set((s) => ({ picked: { id, seq: (s.picked?.seq ?? 0) + 1 } })),
}));
