-- End-to-end test of `duolint lsp`'s code actions through Neovim's own LSP client (Neovim 0.7 and later).
--
-- Run headless by Tests/DuoLintKitTests/NeovimEndToEndTests.swift:
--   nvim --headless -u NONE -i NONE -n -c 'luafile Tests/Editors/neovim_e2e.lua'
-- with the environment of e2e_client.lua and:
--   DUOLINT_E2E_FILE     the file to open, inside the root
--   DUOLINT_E2E_LINE, DUOLINT_E2E_CODE   the diagnostic (1-based line, rule id) to ask code actions for
--   DUOLINT_E2E_TITLE    the title of the code action to apply
--
-- It opens the file, waits for duolint's diagnostics, asks for the code actions at the chosen diagnostic,
-- applies the chosen one with Neovim's own vim.lsp.util.apply_workspace_edit, waits for the diagnostics of
-- the edited buffer, :writes it, stops the server and quits. The result file holds what Neovim saw; the
-- Swift test compares it. Any failure writes {"error": …} and quits with status 1.

local here = debug.getinfo(1, 'S').source:sub(2):match('(.*/)') or './'
local e2e = dofile(here .. 'e2e_client.lua')

e2e.run(function()
  local root = e2e.env('DUOLINT_E2E_ROOT')
  local target_line = tonumber(e2e.env('DUOLINT_E2E_LINE'))
  local target_code = e2e.env('DUOLINT_E2E_CODE')
  local title = e2e.env('DUOLINT_E2E_TITLE')

  vim.cmd('filetype on')
  vim.cmd('edit ' .. vim.fn.fnameescape(e2e.env('DUOLINT_E2E_FILE')))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  local client = e2e.start(root, bufnr)

  e2e.wait(0, { bufnr }, "duolint's first diagnostics")
  e2e.result.before, e2e.result.beforePublished = e2e.diagnostics_of(bufnr)

  -- The code actions at the chosen diagnostic, asked for with that diagnostic as the context.
  local target
  for _, d in ipairs(e2e.published[uri] or {}) do
    if d.range.start.line + 1 == target_line and d.code == target_code then target = d end
  end
  if not target then e2e.fail('no ' .. target_code .. ' diagnostic on line ' .. target_line) end
  local params = { textDocument = { uri = uri }, range = target.range, context = { diagnostics = { target } } }
  local responses, err = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, e2e.timeout)
  if not responses then e2e.fail('textDocument/codeAction: ' .. tostring(err)) end
  local response = responses[client.id] or {}
  if response.error then e2e.fail('textDocument/codeAction error: ' .. vim.inspect(response.error)) end
  e2e.result.actions = {}
  local chosen
  for _, action in ipairs(response.result or {}) do
    local codes = {}
    for _, d in ipairs(action.diagnostics or {}) do table.insert(codes, d.code) end
    table.insert(e2e.result.actions, {
      title = action.title, kind = action.kind or vim.NIL, isPreferred = action.isPreferred or false, diagnostics = codes,
    })
    if action.title == title then chosen = action end
  end
  if not chosen then
    local titles = {}
    for _, a in ipairs(e2e.result.actions) do table.insert(titles, a.title) end
    e2e.fail('no code action titled "' .. title .. '"; got: ' .. table.concat(titles, ' | '))
  end
  if not chosen.edit then e2e.fail('the code action "' .. title .. '" has no edit') end

  -- Apply it as Neovim does, then wait for the diagnostics of the edited buffer.
  local before_apply = e2e.publish_count()
  vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
  e2e.event('applied "' .. title .. '"')
  e2e.wait(before_apply, { bufnr }, 'the diagnostics after applying "' .. title .. '"')
  e2e.result.after, e2e.result.afterPublished = e2e.diagnostics_of(bufnr)

  vim.cmd('write')
  e2e.event('written')
  e2e.stop()
end)
