// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-registration-queue.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-staff-registration-queue.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-staff-registration-queue.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-staff-registration-queue.json","title":"caption.registrationQueue","type":"object","properties":{"limit":{"title":"caption.limit","type":"string","pattern":"^[1-9][0-9]{0,5}$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true},"offset":{"title":"caption.offset","type":"string","pattern":"^(0|[1-9][0-9]{0,8})$","messages":{"type":"field.invalid","pattern":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{}};
const pattern0 = new RegExp("^[1-9][0-9]{0,5}$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern2 = new RegExp("^(0|[1-9][0-9]{0,8})$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-staff-registration-queue.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "limit") || (key0 === "offset"))){
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
if(data.limit !== undefined){
let data0 = data.limit;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,5}$"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(pattern1.test(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.offset !== undefined){
let data1 = data.offset;
if(typeof data1 === "string"){
if(!pattern2.test(data1)){
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,8})$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern1.test(data1)){
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err6 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
