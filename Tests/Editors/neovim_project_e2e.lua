-- End-to-end test of `duolint lsp`'s project model through Neovim's own LSP client (Neovim 0.7 and later): an
-- edit in one open file changes the diagnostics of another open file that was not edited.
--
-- Run headless by Tests/DuoLintKitTests/NeovimEndToEndTests.swift:
--   nvim --headless -u NONE -i NONE -n -c 'luafile Tests/Editors/neovim_project_e2e.lua'
-- with the environment of e2e_client.lua and:
--   DUOLINT_E2E_WATCHED  the file whose diagnostics are recorded (never edited)
--   DUOLINT_E2E_FILE     the file that is edited
--   DUOLINT_E2E_LINE     the 1-based line of DUOLINT_E2E_FILE above which DUOLINT_E2E_TEXT is inserted
--   DUOLINT_E2E_TEXT     the inserted line
--
-- It opens both files, waits for duolint's diagnostics, records the watched file's ("before"), inserts the line
-- into the other buffer and records the watched file's diagnostics again ("after"), deletes the line and records
-- them once more ("restored"), then stops the server and quits without writing anything.

local here = debug.getinfo(1, 'S').source:sub(2):match('(.*/)') or './'
local e2e = dofile(here .. 'e2e_client.lua')

e2e.run(function()
  local root = e2e.env('DUOLINT_E2E_ROOT')
  local line = tonumber(e2e.env('DUOLINT_E2E_LINE'))
  local text = e2e.env('DUOLINT_E2E_TEXT')

  vim.cmd('filetype on')
  vim.cmd('edit ' .. vim.fn.fnameescape(e2e.env('DUOLINT_E2E_WATCHED')))
  local watched = vim.api.nvim_get_current_buf()
  e2e.start(root, watched)
  vim.cmd('edit ' .. vim.fn.fnameescape(e2e.env('DUOLINT_E2E_FILE')))
  local edited = vim.api.nvim_get_current_buf()
  e2e.attach(edited)
  local buffers = { watched, edited }

  e2e.wait(0, buffers, "duolint's first diagnostics")
  e2e.result.before, e2e.result.beforePublished = e2e.diagnostics_of(watched)

  local count = e2e.publish_count()
  vim.api.nvim_buf_set_lines(edited, line - 1, line - 1, false, { text })
  e2e.event('inserted a line above line ' .. line .. ' of the other file')
  e2e.wait(count, buffers, 'the diagnostics after the insertion')
  e2e.result.after, e2e.result.afterPublished = e2e.diagnostics_of(watched)

  count = e2e.publish_count()
  vim.api.nvim_buf_set_lines(edited, line - 1, line, false, {})
  e2e.event('deleted it again')
  e2e.wait(count, buffers, 'the diagnostics after the deletion')
  e2e.result.restored, e2e.result.restoredPublished = e2e.diagnostics_of(watched)

  e2e.result.actions = {}
  e2e.stop()
end)
