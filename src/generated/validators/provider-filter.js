// generated - do not edit: written by `npm run gen` from schemas/models/provider-filter.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/provider-filter.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/provider-filter.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/provider-filter.json","title":"caption.providerFilter","type":"object","properties":{"identifier":{"title":"caption.identifier","type":"string","$ref":"#/definitions/printable-text","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"minLength":3,"maxLength":36,"messages":{"type":"field.invalid","minLength":"providerList.filterTooShort","maxLength":"field.maxLength","validCharacters":"field.invalid"},"validCharacters":true},"clientId":{"title":"caption.healthPlan","type":"integer","minimum":1,"maximum":999999999,"messages":{"type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{"printable-text":{"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}}}};
const schema28 = {"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/provider-filter.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "identifier") || (key0 === "clientId"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.identifier !== undefined){
let data0 = data.identifier;
if(typeof data0 === "string"){
if(pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/identifier",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/identifier",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 === "string"){
if(func2(data0) > 36){
const err3 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/maxLength",keyword:"maxLength",params:{limit: 36}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 3){
const err4 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/minLength",keyword:"minLength",params:{limit: 3}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.clientId !== undefined){
let data1 = data.clientId;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err7 = {instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 999999999 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/clientId",schemaPath:"#/properties/clientId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
